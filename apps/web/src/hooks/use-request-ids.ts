import { useState } from 'react';
import { createRequestIds, type RequestIds } from '../lib/request-id.ts';

/** The request ids of one money-moving form, kept for the life of the form (lib/request-id.ts). */
export function useRequestIds(): RequestIds {
  return useState(createRequestIds)[0];
}
