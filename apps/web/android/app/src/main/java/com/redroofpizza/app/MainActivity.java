package com.redroofpizza.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
