// The identity documents a member uploads (issue 25), zod-free for the member pages.

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
