# alignment
