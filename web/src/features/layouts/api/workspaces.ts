import { useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import type { WorkspaceResponse } from "@layoutlift/core/contract/workspaces";
import { api, json } from "@/lib/api-client";
import { layoutKeys } from "./keys";

const STORAGE_KEY = "layoutlift.workspace";
const listeners = new Set<() => void>();

function storedTeamId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The workspace the user switched to, kept per browser; null is the personal one. */
export function chooseWorkspace(teamId: string | null): void {
  try {
    if (teamId) window.localStorage.setItem(STORAGE_KEY, teamId);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const fetchWorkspaces = (): Promise<WorkspaceResponse[]> => json(api.api.layouts.workspaces.$get());

/**
 * The workspaces the user can switch between and the chosen one. A stored choice the user no longer has (they
 * left the team) falls back to the personal workspace.
 */
export function useWorkspaces(enabled = true) {
  const chosen = useSyncExternalStore(subscribe, storedTeamId, () => null);
  const query = useQuery({ queryKey: layoutKeys.workspaces, queryFn: fetchWorkspaces, enabled, staleTime: 60_000 });
  const workspaces = query.data ?? [];
  const current = workspaces.find((w) => w.teamId === chosen) ?? workspaces.find((w) => w.teamId === null) ?? null;
  return { workspaces, current, isLoading: query.isLoading, choose: chooseWorkspace };
}
