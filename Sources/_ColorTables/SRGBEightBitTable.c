// The table is constant data in the header, read through its inline accessor; this file gives
// the target a translation unit.
#include "SRGBEightBitTable.h"
