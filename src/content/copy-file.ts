/** A content file as the copy rules read it (its own module: copy-rules and compliance-rules both read it). */
export interface CopyFile {
  /** The file as problems name it. */
  file: string;
  /** "site", "page", or the catalogue collection. */
  kind: string;
  /** A page's address ("/business/ecopalm-products"). */
  address?: string;
  data: unknown;
}
