// The session calls and conventions, grouped for readers (declared with the login in auth.ts).
export { contextualize, keepAlive, lifespan, logout, logoutLink } from './auth.ts';
export * from './wire.ts';
