/**
 * The first `k` items of `items` in `compare` order, without sorting them all: a bounded max-heap
 * keeps the best k seen so far (O(n log k) instead of O(n log n)). Returns them sorted.
 */
export function topK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k * 4) return [...items].sort(compare).slice(0, k);
  const heap: T[] = [];
  // heap[0] is the worst of the kept items (the largest under compare)
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = t;
  };
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && worse(left, largest)) largest = left;
      if (right < heap.length && worse(right, largest)) largest = right;
      if (largest === i) return;
      swap(i, largest);
      i = largest;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The `k` smallest numbers pushed, kept in a bounded max-heap of plain doubles: no objects and no
 * comparator calls, for ranking a large catalogue by packed numeric keys.
 */
export class SmallestKeys {
  private readonly heap: Float64Array;
  private size = 0;

  constructor(readonly k: number) {
    this.heap = new Float64Array(Math.max(0, k));
  }

  push(key: number) {
    const heap = this.heap;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((heap[parent] as number) >= key) break;
        heap[i] = heap[parent] as number;
        i = parent;
      }
      heap[i] = key;
    } else if (this.k > 0 && key < (heap[0] as number)) {
      this.siftDown(key);
    }
  }

  /** Whether `push(key)` would keep the key: room is left, or it is below the worst kept. */
  admits(key: number): boolean {
    return this.size < this.k || (this.k > 0 && key < (this.heap[0] as number));
  }

  /** The kept keys, smallest first. */
  sorted(): Float64Array {
    return this.heap.slice(0, this.size).sort();
  }

  private siftDown(key: number) {
    const heap = this.heap;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const larger =
        right < this.size && (heap[right] as number) > (heap[left] as number) ? right : left;
      if ((heap[larger] as number) <= key) break;
      heap[i] = heap[larger] as number;
      i = larger;
    }
    heap[i] = key;
  }
}
