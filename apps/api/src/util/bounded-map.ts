/**
 * Stores `value` under `key` as the newest entry and drops the oldest entries beyond `max`:
 * the memory bound of the API's in-process caches (a Map iterates in insertion order).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
