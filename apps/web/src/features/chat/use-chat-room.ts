import type { ChatMessage, ChatRefusal } from '@platform/contract/chat';
import type { Language } from '@platform/contract/i18n';
import { useEffect, useRef, useState } from 'react';
import { type ChatConnection, type ChatServerMessage, openChatConnection } from './chat-connection.ts';

/** The most messages kept on screen; older ones scroll out of memory too. */
const KEEP = 200;

export interface ChatRoomState {
  status: 'waiting' | 'live' | 'ended';
  roomId: number | null;
  /** Oldest first, by the room's sequence number, each once. */
  messages: ChatMessage[];
  canPost: boolean;
  maxLength: number;
  mutedUntil: string | null;
  refusal: { code: ChatRefusal; until?: string } | null;
}

const INITIAL: ChatRoomState = {
  status: 'waiting',
  roomId: null,
  messages: [],
  canPost: false,
  maxLength: 200,
  mutedUntil: null,
  refusal: null,
};

function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  // Messages stored on two nodes may cross on the way: each goes where its number says.
  const next = [...messages, message].sort((a, b) => a.seq - b.seq);
  return next.length > KEEP ? next.slice(-KEEP) : next;
}

/** The room's state after one message from the server. */
export function chatReducer(state: ChatRoomState, message: ChatServerMessage): ChatRoomState {
  switch (message.type) {
    case 'chat_history':
      return {
        ...state,
        roomId: message.roomId,
        messages: message.messages,
        canPost: message.canPost,
        maxLength: message.maxLength,
        mutedUntil: message.mutedUntil,
      };
    case 'chat_message':
      return state.roomId === message.message.roomId
        ? { ...state, messages: withMessage(state.messages, message.message) }
        : state;
    case 'chat_deleted':
      return { ...state, messages: state.messages.filter((known) => !message.ids.includes(known.id)) };
    case 'chat_muted':
      return { ...state, mutedUntil: message.until, refusal: message.until ? state.refusal : null };
    case 'chat_refused':
      return {
        ...state,
        refusal: { code: message.code, until: message.until },
        mutedUntil: message.code === 'CHAT_MUTED' ? (message.until ?? state.mutedUntil) : state.mutedUntil,
      };
    default:
      return state;
  }
}

/** The language's room over its own socket while `token` is set; `post` answers false while offline. */
export function useChatRoom(token: string | null, language: Language) {
  const [state, setState] = useState<ChatRoomState>(INITIAL);
  const connection = useRef<ChatConnection | null>(null);

  useEffect(() => {
    setState(INITIAL);
    if (!token) return;
    const opened = openChatConnection(token, language, {
      onMessage: (message) => setState((current) => chatReducer(current, message)),
      onStatus: (status) => setState((current) => ({ ...current, status })),
    });
    connection.current = opened;
    return () => {
      connection.current = null;
      opened.close();
    };
  }, [token, language]);

  const post = (text: string): boolean => {
    if (state.roomId === null || !connection.current) return false;
    setState((current) => ({ ...current, refusal: null }));
    return connection.current.post(state.roomId, text, String(Date.now()));
  };
  const dismissRefusal = () => setState((current) => ({ ...current, refusal: null }));

  return { ...state, post, dismissRefusal };
}
