export interface SelectionSlice {
  selectedId: string | null;
  hoveredId: string | null;
}

export const initialSelectionSlice: SelectionSlice = { selectedId: null, hoveredId: null };
