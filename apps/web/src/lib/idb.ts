/**
 * A small key-value store on IndexedDB for what the player page must keep across reloads and crashes
 * (connection drafts and queued connections, docs/decisions/0015-connections-on-a-bad-network.md: "Never lose
 * a connection"). Where IndexedDB is missing or refuses to open (some private modes), the values live in
 * memory for the page's lifetime, so the page still works, only without surviving a reload.
 */

const DB_NAME = 'hoogo';
const DB_VERSION = 1;
export type StoreName = 'drafts';
const STORES: StoreName[] = ['drafts'];

let opening: Promise<IDBDatabase | null> | null = null;
const memory = new Map<StoreName, Map<string, unknown>>();

function memoryStore(store: StoreName): Map<string, unknown> {
  let map = memory.get(store);
  if (!map) {
    map = new Map();
    memory.set(store, map);
  }
  return map;
}

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      for (const store of STORES) {
        if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database closes this connection; the next call opens a new one.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  action: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        if (!db) {
          resolve(undefined);
          return;
        }
        const transaction = db.transaction(store, mode);
        const request = action(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

async function usesMemory(): Promise<boolean> {
  return (await open()) === null;
}

export async function idbGet<T>(store: StoreName, key: string): Promise<T | undefined> {
  if (await usesMemory()) return memoryStore(store).get(key) as T | undefined;
  return run<T>(store, 'readonly', (objects) => objects.get(key) as IDBRequest<T>);
}

export async function idbSet(store: StoreName, key: string, value: unknown): Promise<void> {
  if (await usesMemory()) {
    memoryStore(store).set(key, value);
    return;
  }
  await run(store, 'readwrite', (objects) => objects.put(value, key));
}

export async function idbDelete(store: StoreName, key: string): Promise<void> {
  if (await usesMemory()) {
    memoryStore(store).delete(key);
    return;
  }
  await run(store, 'readwrite', (objects) => objects.delete(key));
}

/** Every value whose key starts with the prefix. */
export async function idbValuesWithPrefix<T>(store: StoreName, prefix: string): Promise<T[]> {
  if (await usesMemory()) {
    return [...memoryStore(store).entries()].filter(([key]) => key.startsWith(prefix)).map(([, v]) => v as T);
  }
  // '\uffff' sorts after every character a key can hold: the range is exactly the keys with this prefix.
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  return (await run<T[]>(store, 'readonly', (objects) => objects.getAll(range) as IDBRequest<T[]>)) ?? [];
}

/** Forgets the open connection (tests replace the IndexedDB factory between cases). */
export function resetIdbForTests(): void {
  opening = null;
  memory.clear();
}
