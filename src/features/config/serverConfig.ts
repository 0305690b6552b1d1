// Signed-in learners keep their product configuration on the server too (SPEC §7 config calls). A failed reset is
// shown and reported as "Reset configuration Error" with product, mode, user and product name (SPEC §4, §8).
import type { ApiClient } from '../../api/client.ts';
import type { AppServices } from '../../platform/services.ts';
import { defaultProductConfig } from '../../domain/config/defaults.ts';
import type { ProductConfig, TestMode } from '../../domain/config/types.ts';
import { errorRecordFromFailure, RESET_CONFIGURATION_ERROR_NAME } from '../../domain/errors/record.ts';
import type { QuizSetup } from '../../domain/config/setup.ts';

const configPath = (productId: string, action: string, userId: string) => `products/${encodeURIComponent(productId)}/config/${action}/${encodeURIComponent(userId)}`;

export async function saveServerConfig(api: ApiClient, userId: string, productId: string, mode: TestMode, setup: QuizSetup, totalQuestions: number): Promise<void> {
  const config: ProductConfig = { ...defaultProductConfig(userId, totalQuestions) };
  if (mode === 'exam') config.exam = setup.config;
  else config.practice = { ...config.practice, ...setup.config } as ProductConfig['practice'];
  await api.request(configPath(productId, 'save', userId), { method: 'POST', body: config, productId, silent: true });
}

export interface ResetContext {
  services: AppServices;
  userId: string;
  userName: string;
  productId: string;
  productName: string;
  mode: TestMode;
}

/** Clears the stored configuration of one mode on the server; on failure shows and reports the reset error. */
export async function resetServerConfig({ services, userId, userName, productId, productName, mode }: ResetContext): Promise<boolean> {
  try {
    await services.api.request(`${configPath(productId, 'resetDefault', userId)}/${mode}`, { method: 'DELETE', productId, silent: true });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    services.raise(
      errorRecordFromFailure(
        { url: configPath(productId, 'resetDefault', userId), status: null, message, errorName: RESET_CONFIGURATION_ERROR_NAME },
        { userId, userName, productId, productName, examMode: mode },
        Date.now(),
      ),
    );
    return false;
  }
}
