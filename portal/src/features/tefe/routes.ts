/** Spec 2: the TEFE area and its beneficiaries screen. */
export const TEFE_ROUTE = '/tefe';
export const BENEFICIARIES_PATH = `${TEFE_ROUTE}/beneficiarios`;
