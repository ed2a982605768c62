// es-CL formatting and validation kit (rut, serial, currency, dates, masks): built in its own issue.
export {};
