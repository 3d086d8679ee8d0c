/** What a complaint form holds: what happened, and the pictures as proof. */
export interface ComplaintDraft {
  content: string;
  certificate: string[];
}

export const emptyDraft: ComplaintDraft = { content: '', certificate: [] };
