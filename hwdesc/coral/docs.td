// Manual sections (being written).
