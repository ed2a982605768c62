// @inversiones/design-system/es-cl: the firm's other sites import the es-CL kit through the
// design system, so it re-exports the whole of @inversiones/es-cl.
export * from '@inversiones/es-cl';
