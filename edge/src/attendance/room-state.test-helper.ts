// A class room's object state for tests that run the room without the runtime (room.test.ts, room.integration.test.ts):
// its alarm and its storage in memory, shared by the instances built on it, as the object's storage outlives an
// evicted instance. The runtime's own are exercised in room-object.workerd.test.ts.
import type { AttendanceRoomState } from './room.ts';

export class MemoryRoomState implements AttendanceRoomState {
  alarm: number | null = null;
  readonly stored = new Map<string, unknown>();
  storage = {
    getAlarm: async () => this.alarm,
    setAlarm: async (at: number) => {
      this.alarm = at;
    },
    get: async <T = unknown>(keys: string[]) => {
      const found = new Map<string, T>();
      for (const key of keys) if (this.stored.has(key)) found.set(key, structuredClone(this.stored.get(key)) as T);
      return found;
    },
    put: async (entries: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(entries)) this.stored.set(key, structuredClone(value));
    },
    delete: async (keys: string[]) => keys.filter((key) => this.stored.delete(key)).length,
  };
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T> {
    return callback();
  }
}
