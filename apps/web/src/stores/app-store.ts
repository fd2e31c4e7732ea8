import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
}

/** App-wide client state: connectivity (the online monitor) and toasts. */
export interface AppState {
  /** navigator.onLine and the online/offline events. */
  online: boolean;
  /** Whether the last /api/health ping answered. */
  serverReachable: boolean;
  lastHealthCheckAt: number | null;
  toasts: Toast[];
  setOnline(online: boolean): void;
  setServerReachable(reachable: boolean, at: number): void;
  showToast(message: string): number;
  dismissToast(id: number): void;
}

let nextToastId = 1;

export const useAppStore = create<AppState>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverReachable: true,
  lastHealthCheckAt: null,
  toasts: [],
  setOnline: (online) => set({ online }),
  setServerReachable: (serverReachable, at) => set({ serverReachable, lastHealthCheckAt: at }),
  showToast: (message) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, message }] }));
    return id;
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
