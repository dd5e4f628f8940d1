"""The Strategy view: generated charts of the current table, priced exactly.

* :mod:`.view` - the coordinator: the level asked for, what it wants computed, the pages
  (the requests are in :mod:`vptrainer.gui.jobs.strategy`);
* :mod:`.panels` - the rule tables and the chart of return against rules;
* :mod:`.pages` - the exceptions, other games and own-strategy pages;
* :mod:`.card` - the pocket strategy card: printing, PDF and PNG.
"""
