// The product kinds as labelled for learners (SPEC §1).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductKind } from '../../domain/catalog/types.ts';

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  'free-demo-quiz': msg`Free Demo Quiz`,
  'demo-ai-quiz': msg`Demo AI Quiz`,
  'configured-quiz': msg`Configured Quiz`,
  'full-product': msg`Full Product`,
};
