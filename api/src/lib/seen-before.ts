/**
 * Remembers, approximately, which keys were asked for recently, so a cache can admit only a key
 * asked for a second time. Most distinct requests of a busy catalogue are asked once; keeping
 * each of them would copy its whole answer through the young generation into the old one and
 * evict answers that are asked again, which costs more than it ever saves.
 *
 * The memory is one fixed array of 32-bit fingerprints and allocates nothing per call: a slot
 * keeps the last fingerprint hashed to it. Two keys sharing a slot and a fingerprint make a
 * false "seen" (the key is admitted one request early); a slot taken by another key makes a
 * sighting forgotten (the key waits one more request). Neither can return a wrong answer.
 */
export class SeenBefore {
  private readonly slots: Uint32Array;
  private readonly mask: number;

  /** `slots` is rounded up to a power of two: about as many distinct keys as it remembers. */
  constructor(slots = 1 << 16) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, slots)));
    this.slots = new Uint32Array(size);
    this.mask = size - 1;
  }

  /** Whether `key` was seen since its slot was last taken; records this sighting. */
  check(key: string): boolean {
    const hash = fingerprint(key);
    const slot = (hash ^ (hash >>> 16)) & this.mask;
    if (this.slots[slot] === hash) return true;
    this.slots[slot] = hash;
    return false;
  }
}

/** FNV-1a over the UTF-16 code units, never 0 (0 marks an empty slot). */
function fingerprint(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0 || 1;
}
