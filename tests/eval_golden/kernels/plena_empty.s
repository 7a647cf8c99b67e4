; Leaves the output as it found it.
