#!/usr/bin/env python3
"""The CIEDE2000 values ColorVisionCheckTests expects, computed apart from the package: the
simulated colors of ColorScienceTests/Fixtures/machado-reference.tsv (exact components,
severity 1), IEC 61966-2-1 sRGB to XYZ (D65), the Bradford adaptation to D50 (Lindbloom's
matrix), CIE Lab with the ICC D50 white (0.9642, 1, 0.8249), and CIEDE2000 from Sharma, Wu &
Dalal (2005). Little CMS adapts with a matrix that differs in the fourth decimal, so the
tests allow 0.02.

Prints: deutan #FF3B30/#34C759, protan #FF3B30/#34C759, typical vision #FF3B30/#34C759.
"""
import math
def dec(c): return c/12.92 if c<=0.04045 else ((c+0.055)/1.055)**2.4
def lab(rgb):
    r,g,b=[dec(c) for c in rgb]
    X=0.4124*r+0.3576*g+0.1805*b; Y=0.2126*r+0.7152*g+0.0722*b; Z=0.0193*r+0.1192*g+0.9505*b
    M=[[1.0478112,0.0228866,-0.0501270],[0.0295424,0.9904844,-0.0170491],[-0.0092345,0.0150436,0.7521316]]
    X,Y,Z=[M[i][0]*X+M[i][1]*Y+M[i][2]*Z for i in range(3)]
    Xn,Yn,Zn=0.9642,1.0,0.8249
    f=lambda t: t**(1/3) if t>216/24389 else (24389/27*t+16)/116
    fx,fy,fz=f(X/Xn),f(Y/Yn),f(Z/Zn)
    return 116*fy-16,500*(fx-fy),200*(fy-fz)
def de00(l1,l2):
    L1,a1,b1=l1;L2,a2,b2=l2
    C1=math.hypot(a1,b1);C2=math.hypot(a2,b2);Cb=(C1+C2)/2
    G=0.5*(1-math.sqrt(Cb**7/(Cb**7+25**7)))
    a1p=(1+G)*a1;a2p=(1+G)*a2
    C1p=math.hypot(a1p,b1);C2p=math.hypot(a2p,b2)
    h1=math.degrees(math.atan2(b1,a1p))%360;h2=math.degrees(math.atan2(b2,a2p))%360
    dL=L2-L1;dC=C2p-C1p;dh=h2-h1
    if C1p*C2p==0: dh=0
    elif dh>180: dh-=360
    elif dh<-180: dh+=360
    dH=2*math.sqrt(C1p*C2p)*math.sin(math.radians(dh/2))
    Lb=(L1+L2)/2;Cbp=(C1p+C2p)/2
    if C1p*C2p==0: hb=h1+h2
    elif abs(h1-h2)<=180: hb=(h1+h2)/2
    elif h1+h2<360: hb=(h1+h2+360)/2
    else: hb=(h1+h2-360)/2
    T=1-0.17*math.cos(math.radians(hb-30))+0.24*math.cos(math.radians(2*hb))+0.32*math.cos(math.radians(3*hb+6))-0.20*math.cos(math.radians(4*hb-63))
    dth=30*math.exp(-((hb-275)/25)**2);RC=2*math.sqrt(Cbp**7/(Cbp**7+25**7))
    SL=1+0.015*(Lb-50)**2/math.sqrt(20+(Lb-50)**2);SC=1+0.045*Cbp;SH=1+0.015*Cbp*T
    RT=-math.sin(math.radians(2*dth))*RC
    return math.sqrt((dL/SL)**2+(dC/SC)**2+(dH/SH)**2+RT*(dC/SC)*(dH/SH))
d=(0.6638512877368448,0.5934005826266521,0.14597333277131658);g=(0.7229549345047057,0.664010879986755,0.3824640134276866)
p1=(0.4757353631310712,0.4259985299546071,0.1722495399378518);p2=(0.7893418903140225,0.7103768288360951,0.3084244379385232)
print(de00(lab(d),lab(g)), de00(lab(p1),lab(p2)), de00(lab((1,0x3B/255,0x30/255)),lab((0x34/255,0xC7/255,0x59/255))))
