"""The table message: the presenter draws it (``presenter``), the sequencer sends it in order (``sequencer``); the
desk opens and posts tables, the start-up redraw draws again the ones a restart may have left behind, and the
dice pictures are loaded at start-up (``emojis``)."""
