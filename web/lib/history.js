// Undo/redo over plain-data editor states.
export class History {
  constructor(limit = 200) { this.limit = limit; this.past = []; this.future = []; this.current = null; }

  reset(state) { this.past = []; this.future = []; this.current = structuredClone(state); }

  push(state) {
    if (this.current !== null) {
      this.past.push(this.current);
      if (this.past.length > this.limit) this.past.shift();
    }
    this.current = structuredClone(state);
    this.future = [];
  }

  get canUndo() { return this.past.length > 0; }
  get canRedo() { return this.future.length > 0; }

  undo() {
    if (!this.canUndo) return null;
    this.future.push(this.current);
    this.current = this.past.pop();
    return structuredClone(this.current);
  }

  redo() {
    if (!this.canRedo) return null;
    this.past.push(this.current);
    this.current = this.future.pop();
    return structuredClone(this.current);
  }
}
