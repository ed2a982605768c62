/** Spec 2: the TEFE area and its beneficiaries screen. */
export const TEFE_ROUTE = '/tefe';
export const BENEFICIARIES_PATH = `${TEFE_ROUTE}/beneficiarios`;
/** Chosen: the beneficiary form's create mode. */
export const NEW_BENEFICIARY_PATH = `${BENEFICIARIES_PATH}/nuevo`;
/** Chosen: one beneficiary (show mode); `/editar` after it is the edit mode. */
export const beneficiaryPath = (id: number) => `${BENEFICIARIES_PATH}/${id}`;
