import { hasRole } from '@clinica/shared';

/** Alert roles the server pushes to, passed as the role query value (spec 01 section 4). */
const ALERT_ROLES = ['ESTOQUE', 'FINANCEIRO'] as const;

/** 'ESTOQUE', 'FINANCEIRO', 'ESTOQUE,FINANCEIRO' or '' (the comma stays literal, as the contract writes it). */
export const alertRoles = (authorities: readonly string[]): string => ALERT_ROLES.filter((role) => hasRole(authorities, role)).join(',');

/**
 * The SockJS address: /notification?id={userId}[&role=…], on the page's own origin (the gateway
 * forwards it to the api), resolved here so it never depends on the hash route.
 */
export function socketUrl(userId: string, authorities: readonly string[]): string {
  const roles = alertRoles(authorities);
  return new URL(`/notification?id=${encodeURIComponent(userId)}${roles ? `&role=${roles}` : ''}`, globalThis.location.origin).href;
}

/**
 * The same channel on SockJS's raw WebSocket endpoint (/notification/websocket?id=…): the browser's
 * own WebSocket speaks to it without the SockJS client.
 */
export const rawSocketUrl = (sockJsUrl: string): string => {
  const url = new URL(sockJsUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/websocket`;
  return url.href;
};

/** The user's own topic; the server refuses any other. */
export const topicOf = (userId: string): string => `/topic/notificacao/${userId}`;
