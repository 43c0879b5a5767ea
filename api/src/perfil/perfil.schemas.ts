import { ALL_AUTHORITIES } from '../auth/authorities.js';

export const PERFIL_EQUIPES = ['ATENDIMENTO', 'COMERCIAL'] as const;
export type PerfilEquipe = (typeof PERFIL_EQUIPES)[number];

export interface Perfil {
  id: number;
  nome: string;
  defaultHome: string;
  perfilEquipe: PerfilEquipe;
  authorities: string[];
}

export interface PerfilInput {
  id?: number;
  nome: string;
  defaultHome?: string;
  perfilEquipe?: PerfilEquipe;
  authorities: string[];
}

export const perfilSchema = {
  $id: 'Perfil',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nome: { type: 'string' },
    defaultHome: { type: 'string', description: "rota inicial, 'home.<rota>'" },
    perfilEquipe: { type: 'string', enum: PERFIL_EQUIPES },
    authorities: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'nome', 'defaultHome', 'perfilEquipe', 'authorities'],
} as const;

const inputProperties = {
  nome: { type: 'string', minLength: 1, maxLength: 100 },
  defaultHome: { type: 'string', maxLength: 100, pattern: '^home\\.[A-Za-z0-9_.-]+$', default: 'home.dashboard' },
  perfilEquipe: { type: 'string', enum: PERFIL_EQUIPES, default: 'ATENDIMENTO' },
  authorities: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', enum: ALL_AUTHORITIES } },
} as const;

export const perfilCreateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: inputProperties,
  required: ['nome', 'authorities'],
} as const;

/** Editing accepts the profile as listed (with its id, which must match the path). */
export const perfilUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer' }, ...inputProperties },
  required: ['nome', 'authorities'],
} as const;

export const perfilFilterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { nome: { type: ['string', 'null'], maxLength: 100 } },
} as const;
