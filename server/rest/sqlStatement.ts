/**
 * The text of one compiled read and its parameters (compiledQueries.ts): values are never part
 * of the text, each is a getter read from the request when the statement runs, and a list is
 * bound as a single parameter, so one shape has one text whatever the request holds.
 */
import type { DialectName } from '../db/database';
import type { ListQuery } from './listQuery';
import type { Id, Viewer } from './store';

/** What a request brings to a compiled text: its parameters are read from here. */
export interface ReadInput {
  query: ListQuery;
  viewer: Viewer | null;
  /** The ids of `filter.id` already parsed as the entity's id type; or the id read. */
  ids: Id[];
}

export interface Compiled {
  text: string;
  params(input: ReadInput): unknown[];
  /** Every table the statement reads: what a cached result depends on. */
  tables: string[];
  /** A page's or record's: every table its API answer depends on (readValidators.ts). */
  answerTables?: string[];
}

type Getter = (input: ReadInput) => unknown;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** Collects the text, its parameters (as getters, in order) and the tables it reads. */
export class Statement {
  private text = '';
  private readonly getters: Getter[] = [];
  readonly tables = new Set<string>();

  constructor(readonly dialect: DialectName) {}

  add(text: string) {
    this.text += text;
    return this;
  }

  param(get: Getter) {
    this.getters.push(get);
    return this.dialect === 'postgres' ? `$${this.getters.length}` : '?';
  }

  /** `expression` is one of a list bound as a single parameter. */
  inList(expression: string, get: (input: ReadInput) => unknown[]) {
    if (this.dialect === 'postgres') return `${expression} = any(${this.param(get)})`;
    const json = this.param((input) => JSON.stringify(get(input)));
    return `${expression} in (select bound.value from json_each(${json}) as bound)`;
  }

  /** `expression` matches any of a list of LIKE patterns bound as a single parameter. */
  likeAny(expression: string, get: (input: ReadInput) => string[], escape: string) {
    const list =
      this.dialect === 'postgres'
        ? `unnest(${this.param(get)}::text[]) as bound(value)`
        : `json_each(${this.param((input) => JSON.stringify(get(input)))}) as bound`;
    return `exists (select 1 from ${list} where ${expression} like bound.value${escape})`;
  }

  done(): Compiled {
    const getters = this.getters;
    return {
      text: this.text,
      params: (input) => getters.map((get) => get(input)),
      tables: [...this.tables],
    };
  }
}

export const ESCAPE = ` escape '\\'`;
