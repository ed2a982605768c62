const oneDecimal = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** A file size in es-CL: '850 B', '245 KB', '1,2 MB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
