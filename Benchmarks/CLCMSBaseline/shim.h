#include <lcms2.h>

static const cmsUInt32Number CLCMSBaseline_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLCMSBaseline_TYPE_Lab_DBL = TYPE_Lab_DBL;
