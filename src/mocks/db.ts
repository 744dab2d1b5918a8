/**
 * The stand-in's database: named collections, each seeded deterministically on first use. A family of
 * handlers declares its own collections beside its handlers. resetDb() brings every collection back
 * to its seed (each test starts fresh); snapshot()/restore() let the browser keep state across reloads.
 */

export interface Entity {
  id: string;
}

/** A record kept for a unit: the contract's record, with its id and its owner. */
export type Owned<T> = Omit<T, 'id'> & Entity & { unitId: string };

/** Deterministic PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join(''),
  };
}
export type Rng = ReturnType<typeof createRng>;

/** A generator seeded by a text (a collection's name, a record's id): the same text, the same values everywhere. */
export const rngOf = (text: string, start = 7) =>
  createRng([...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, start));

let onChange: (() => void) | null = null;
/** Called after every write (the browser persists then). */
export function setChangeListener(listener: (() => void) | null): void {
  onChange = listener;
}

/**
 * A rule a record must keep to be stored: given the record as it would be stored and the stored one it
 * replaces (undefined on insert), it throws the refusal when the write would break the rule.
 */
// Declared as a method so that it is bivariant: a collection of a narrower record stays assignable to one of a wider.
export type WriteGuard<T> = {
  check(next: T, previous: T | undefined, rows: readonly T[]): void;
}['check'];

/**
 * A guard keeping a field unique across the collection (empty values are not compared): `refusal`
 * throws, naming the other record that holds the value.
 */
export const uniqueKey =
  <T extends Entity>(field: keyof T, refusal: (other: T, next: T) => never): WriteGuard<T> =>
  (next, _previous, rows) => {
    const value = next[field];
    if (value === '' || value === undefined || value === null) return;
    const other = rows.find((row) => row.id !== next.id && row[field] === value);
    if (other) refusal(other, next);
  };

export class Collection<T extends Entity> {
  private items: T[] | null = null;
  private readonly guards: WriteGuard<T>[] = [];

  constructor(
    private readonly name: string,
    private readonly seed: (rng: Rng) => T[],
  ) {}

  private get rows(): T[] {
    this.items ??= this.seed(rngOf(this.name));
    return this.items;
  }

  all(): T[] {
    return this.rows;
  }
  find(id: string): T | undefined {
    return this.rows.find((item) => item.id === id);
  }
  findBy(predicate: (item: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }
  filter(predicate: (item: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }
  /** Every later insert and update must pass the guard: one place that every path of the stand-in writes through. */
  guard(check: WriteGuard<T>): void {
    this.guards.push(check);
  }
  private admit(next: T, previous: T | undefined): void {
    for (const check of this.guards) check(next, previous, this.rows);
  }
  insert(item: T): T {
    this.admit(item, undefined);
    this.rows.unshift(item);
    onChange?.();
    return item;
  }
  /** Refuses as the guards would refuse the update, writing nothing (a step checked before its time). */
  admits(id: string, patch: Partial<T>): void {
    const item = this.find(id);
    if (item) this.admit({ ...item, ...patch, id: item.id }, item);
  }
  update(id: string, patch: Partial<T>): T | undefined {
    const item = this.find(id);
    if (item) {
      this.admit({ ...item, ...patch, id: item.id }, item);
      Object.assign(item, patch);
      onChange?.();
    }
    return item;
  }
  remove(id: string): boolean {
    const before = this.rows.length;
    this.items = this.rows.filter((item) => item.id !== id);
    if (this.items.length !== before) onChange?.();
    return this.items.length !== before;
  }
  reset(): void {
    this.items = null;
  }
  /** The snapshot's entry of the collection: none while untouched (it reseeds identically anyway). */
  dump(): [string, T[]][] {
    return this.items ? [[this.name, this.items]] : [];
  }
  load(items: T[]): void {
    this.items = items;
  }
}

const registry = new Map<string, Collection<Entity>>();

export function collection<T extends Entity>(name: string, seed: (rng: Rng) => T[]): Collection<T> {
  if (registry.has(name)) throw new Error(`stand-in: collection ${name} declared twice`);
  const created = new Collection<T>(name, seed);
  registry.set(name, created as unknown as Collection<Entity>);
  return created;
}

export function resetDb(): void {
  registry.forEach((c) => c.reset());
  onChange?.();
}

export const snapshot = (): Record<string, Entity[]> =>
  Object.fromEntries([...registry.values()].flatMap((c) => c.dump()));

export function restore(data: Record<string, Entity[]>): void {
  for (const [name, rows] of Object.entries(data)) registry.get(name)?.load(rows);
}

let sequence = 0;
/** A new id: time + sequence, like the backend's 32-char ids but readable. */
export const newId = (prefix = '') =>
  `${prefix}${Date.now().toString(36)}${(++sequence).toString(36).padStart(4, '0')}`;

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The words of a space-separated list, each its own literal type (field names). */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? [Head, ...Words<Tail>] : [S];
export const words = <S extends string>(list: S) => list.split(' ') as Words<S>;

/** Fields of a record that start blank (''), named in one space-separated list. */
export const blank = <S extends string>(names: S) =>
  Object.fromEntries(words(names).map((name) => [name, ''])) as Record<Words<S>[number], string>;

export const pick = <T, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
