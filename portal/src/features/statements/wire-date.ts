/** `YYYYMMDD` (a checked query date) as ISO `YYYY-MM-DD`. */
export const fromWireDate = (wire: string) =>
  `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)}`;
