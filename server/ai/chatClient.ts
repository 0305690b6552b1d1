// A client for OpenAI-compatible Chat Completions (OpenAI, Ollama, vLLM, llama.cpp, LM Studio): plain fetch, strict
// json_schema replies, a timeout per call, backoff on 429 (Retry-After honoured, capped) and on 5xx, and every reply
// validated: an invalid one is answered once with the validation error, then the call fails clearly.
import type { Parsed } from '@domain/aiQuiz/replySchemas.ts';
import { parseJson } from '@domain/aiQuiz/replySchemas.ts';
import type { LlmConfig } from './aiConfig.ts';

export interface SamplingSettings {
  model: string;
  temperature: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
  maxTokens: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonSchemaFormat {
  name: string;
  strict: true;
  schema: object;
}

export type ChatErrorKind = 'timeout' | 'rate_limited' | 'unavailable' | 'invalid_reply' | 'cancelled';

export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    readonly kind: ChatErrorKind,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface ChatClient {
  /** The parsed, validated reply; a reply that fails `parse` is sent back once with the error, then ChatError. */
  ask<T>(messages: ChatMessage[], format: JsonSchemaFormat, settings: SamplingSettings, parse: (value: unknown) => Parsed<T>, signal?: AbortSignal): Promise<T>;
}

export interface ChatClientOptions extends LlmConfig {
  /** Tries of one call on 429/5xx/network failure, the first included. */
  attempts?: number;
  /** First backoff; doubled on each try. */
  backoffMs?: number;
  /** The longest wait a Retry-After may impose before the call gives up. */
  maxBackoffMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ChatError('cancelled', 'The request was cancelled.'));
    });
  });

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  const { baseUrl, apiKey, timeoutMs, attempts = 3, backoffMs = 500, maxBackoffMs = 10_000, sleep = defaultSleep } = options;

  /** One completion's message content, after the retries 429, 5xx and network failures allow. */
  async function complete(messages: ChatMessage[], format: JsonSchemaFormat, settings: SamplingSettings, signal?: AbortSignal): Promise<unknown> {
    const body = JSON.stringify({
      model: settings.model,
      messages,
      temperature: settings.temperature,
      top_p: settings.topP,
      frequency_penalty: settings.frequencyPenalty,
      presence_penalty: settings.presencePenalty,
      max_tokens: settings.maxTokens,
      response_format: { type: 'json_schema', json_schema: format },
    });
    let last: ChatError = new ChatError('unavailable', 'The AI service did not answer.');
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (signal?.aborted) throw new ChatError('cancelled', 'The request was cancelled.');
      let wait = backoffMs * 2 ** attempt;
      try {
        const response = await fetch(`${baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body,
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) {
          const json = (await response.json()) as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
          const message = json.choices?.[0]?.message;
          if (typeof message?.refusal === 'string' && message.refusal) return { refusal: message.refusal };
          return message?.content;
        }
        await response.body?.cancel();
        if (response.status === 429) {
          const asked = retryAfterMs(response.headers.get('retry-after'));
          last = new ChatError('rate_limited', 'The AI service is busy (429).', Math.ceil((asked ?? wait) / 1000));
          if (asked !== null) {
            if (asked > maxBackoffMs) throw last;
            wait = asked;
          }
        } else if (response.status >= 500) {
          last = new ChatError('unavailable', `The AI service failed (${response.status}).`);
        } else {
          // 400, 401, 404 …: trying again will not help.
          throw new ChatError('unavailable', `The AI service refused the request (${response.status}).`);
        }
      } catch (error) {
        if (error instanceof ChatError) throw error;
        if (signal?.aborted) throw new ChatError('cancelled', 'The request was cancelled.');
        last = error instanceof Error && error.name === 'TimeoutError' ? new ChatError('timeout', `The AI service did not answer within ${timeoutMs} ms.`) : new ChatError('unavailable', 'The AI service cannot be reached.');
      }
      if (attempt < attempts - 1) await sleep(Math.min(wait, maxBackoffMs), signal);
    }
    throw last;
  }

  return {
    async ask(messages, format, settings, parse, signal) {
      const conversation = [...messages];
      for (let round = 0; round < 2; round++) {
        const content = await complete(conversation, format, settings, signal);
        const json = typeof content === 'object' && content !== null && 'refusal' in content ? { ok: false as const, error: 'the model refused' } : parseJson(content);
        const parsed = json.ok ? parse(json.value) : json;
        if (parsed.ok) return parsed.value;
        if (round === 1) throw new ChatError('invalid_reply', `The AI service's reply was invalid twice: ${parsed.error}.`);
        conversation.push(
          { role: 'assistant', content: typeof content === 'string' ? content : '' },
          { role: 'user', content: `Your reply was invalid: ${parsed.error}. Answer again, exactly in the JSON schema ${format.name}.` },
        );
      }
      throw new ChatError('invalid_reply', 'The AI service gave no valid reply.');
    },
  };
}
