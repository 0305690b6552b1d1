// Types for entitlement-key.mjs (the TypeScript config has no allowJs).
export declare const DEFAULT_ENTITLEMENT_KEY_FILE: string;
export declare function generateEntitlementKeyPair(): { privateKey: string; publicKey: string };
export declare function loadEntitlementKeyPair(options?: { privateKey?: string; publicKey?: string; file?: string }): {
  privateKey: string;
  publicKey: string;
  source: 'environment' | 'file' | 'generated';
};
export declare function bundledEntitlementPublicKey(env?: Record<string, string | undefined>): string;
