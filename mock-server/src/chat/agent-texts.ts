import { SERVER_TEXTS, type ServerTexts } from '../locales/server-texts';
import type { LanguageCode } from '../store/state';

// What the customer-service agent says: the `agent` part of the server's locale files
// (src/locales/<language>.json). `{{x}}` are filled in (fill of server-texts.ts). What it
// understands is in agent-keywords.ts.

/** One language's phrases: the greeting, the answers, the long help (streamed), order statuses. */
export type AgentPhrases = Omit<ServerTexts['agent'], 'orderStatus'> & {
  /** By order status code ("0", "-1"). */
  orderStatus: Readonly<Record<string, string>>;
};

export const AGENT_PHRASES: Readonly<Record<LanguageCode, AgentPhrases>> = {
  en: SERVER_TEXTS.en.agent,
  'zh-CN': SERVER_TEXTS['zh-CN'].agent,
  ri: SERVER_TEXTS.ri.agent,
  han: SERVER_TEXTS.han.agent,
  tai: SERVER_TEXTS.tai.agent,
};
