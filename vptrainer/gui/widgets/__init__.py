"""Widgets shared by several views: playing cards and the card picker (``cards``), the
ranked table of a hand's 32 holds (``hold_table``), the pay-table chooser
(``table_chooser``) and the chart base with its PNG/SVG export (``chart``).

A widget here knows nothing of the view it sits in: it is told what to show through
its methods and says what happened through its signals.
"""
