// Reference data of places: Chile's regions, provinces and communes, and the countries offered.
export * from './chile.ts';
export * from './countries.ts';
