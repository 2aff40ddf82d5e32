// Copies text to the clipboard; falls back to selecting a field so the user can press Ctrl+C.
export async function copyText(text, field = null) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch { /* permission denied or not focused: fall through */ }
  if (field) {
    field.focus();
    field.select();
  }
  return false;
}
