// The visible title of each page key (translated with Lingui's msg descriptors).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnyPageKey } from '../../domain/routes/types.ts';

export const PAGE_TITLES: Record<AnyPageKey, MessageDescriptor> = {
  checkout: msg`Checkout`,
  buy: msg`Buy`,
  'dynamic-buy': msg`Buy this product`,
  'about-us': msg`About us`,
  affiliates: msg`Affiliates`,
  'coming-soon': msg`Coming soon`,
  'contact-us': msg`Contact us`,
  'cookie-policy': msg`Cookie policy`,
  faq: msg`Frequently asked questions`,
  'privacy-policy': msg`Privacy policy`,
  search: msg`Search`,
  'terms-and-conditions': msg`Terms and conditions`,
  'test-products': msg`All products`,
  'trademark-and-registration': msg`Trademark and registration`,
  'work-with-us': msg`Careers`,
  'configured-quiz': msg`Configured quiz`,
  'create-quiz': msg`Create a quiz`,
  'test-config': msg`Test configuration`,
  'my-profile': msg`My profile`,
  'secret-question': msg`Secret question`,
  'forgot-password': msg`Forgot password`,
  signIn: msg`Sign in`,
  signUp: msg`Sign up`,
  forgotPassword: msg`Forgot password`,
  resetPassword: msg`Reset password`,
  bill: msg`Billing`,
  myProducts: msg`My products`,
  homepage: msg`Home`,
};
