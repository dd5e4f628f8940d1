"""The Strategy view: generated charts of the current table, priced exactly.

* :mod:`.view` - the coordinator: the level asked for, the jobs, the pages;
* :mod:`.jobs` - the long jobs (charts, levels, exceptions, other games, a file);
* :mod:`.panels` - the rule tables and the chart of return against rules;
* :mod:`.pages` - the exceptions, other games and own-strategy pages;
* :mod:`.card` - the pocket strategy card: printing, PDF and PNG.
"""
