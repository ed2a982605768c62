/**
 * Spec 2: the post-login redirect with fundId, serieId, cuentaId and a target. The targets are
 * not listed in the spec: invest and redeem lead to their fund screens; anything else to root.
 */
const targets: Record<string, string> = {
  invertir: '/ffmm/invertir',
  rescatar: '/ffmm/invertir/vender',
  misFondos: '/ffmm/misFondos',
};

export function postLoginTarget(params: {
  fundId?: string;
  serieId?: string;
  cuentaId?: string;
  target?: string;
}): string {
  const path = params.target ? targets[params.target] : undefined;
  if (!path) return '/';
  const query = new URLSearchParams();
  if (params.fundId) query.set('fundId', params.fundId);
  if (params.serieId) query.set('serieId', params.serieId);
  if (params.cuentaId) query.set('cuentaId', params.cuentaId);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
