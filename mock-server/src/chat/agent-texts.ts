import { SERVER_TEXTS, type ServerTexts } from '../locales/server-texts';
import type { LanguageCode } from '../store/state';

// What the customer-service agent says: the `agent` part of the server's locale files
// (src/locales/<language>.json). `{{x}}` are filled in (fill of server-texts.ts).

export type AgentTopic = 'order' | 'shipping' | 'refund' | 'payment' | 'thanks' | 'help';

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

/**
 * The topics in the order they are tried: the first that matches wins, so the more specific ones
 * come first ("refund my order" is about a refund).
 */
const TOPICS = ['refund', 'payment', 'thanks', 'order', 'shipping'] as const;

/**
 * Words that point at a topic, in any of the languages (a shopper may mix them): each locale file
 * lists its own, comma-separated (`agent.topicWords`).
 */
export const TOPIC_WORDS: Readonly<Record<(typeof TOPICS)[number], readonly string[]>> =
  Object.fromEntries(
    TOPICS.map((topic) => [
      topic,
      Object.values(SERVER_TEXTS).flatMap((texts) =>
        texts.agent.topicWords[topic]
          .split(',')
          .map((word) => word.trim().toLowerCase())
          .filter(Boolean),
      ),
    ]),
  ) as Record<(typeof TOPICS)[number], string[]>;

/** The topic a shopper's text is about; `help` when none is recognised. */
export function topicOf(text: string): AgentTopic {
  const lower = text.toLowerCase();
  for (const topic of TOPICS) {
    if (TOPIC_WORDS[topic].some((word) => lower.includes(word))) return topic;
  }
  return 'help';
}
