"""Files the app keeps: atomic writes, where the kernels and arrays are cached, arrays kept
on disk between runs."""
