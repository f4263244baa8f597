// The console's partner editor API (issue 36 §4, docs/decisions/078), as the pages read it.
export interface PartnerList {
  partners: Array<{ id: string; name: string | null; version: number; updatedAt: string }>;
}

export interface PartnerEditor {
  config: Record<string, unknown>;
  version: number;
  versions: Array<{ version: number; publishedAt: string; publishedBy: string | null }>;
}
