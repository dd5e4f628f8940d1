"""The Analyze view: edit a pay table and see its exact return, recalculated on each edit.

``view`` (the coordinator: editor beside results, the analysis and royal sweep it wants),
``document`` (the table being edited, its file and undo stack), ``editor`` (the
pay-table editor), ``results`` (the headline numbers and the category table) and
``charts`` (contribution, probability, royal sweep).
"""
