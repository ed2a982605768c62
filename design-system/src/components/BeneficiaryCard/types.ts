/** A beneficiary's bank or the intermediary bank (portal-spec 3). */
export interface BeneficiaryBank {
  BankName: string;
  SwiftCode?: string | null;
  AbaCode?: string | null;
  Account: string;
  Country: string;
  City?: string | null;
  Address?: string | null;
}

/** A foreign transfer beneficiary as the TEFE service returns it (portal-spec 3). */
export interface Beneficiary {
  Id?: number | string;
  Name: string;
  FatherLastName: string;
  MotherLastName?: string | null;
  Alias?: string | null;
  DNI?: string | null;
  Email?: string | null;
  OriginCountry?: string | null;
  CurrencyId: number | string;
  /** 1, 3, 4, 5, 6, 7, 8 or 9 (BeneficiaryStatusBadge). */
  StatusId: number;
  Bank: BeneficiaryBank;
  IntermediaryBank?: BeneficiaryBank | null;
}

/** 'María José Fernández Soto': name and both last names, blanks skipped. */
export function beneficiaryFullName(beneficiary: Beneficiary): string {
  return [beneficiary.Name, beneficiary.FatherLastName, beneficiary.MotherLastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}
