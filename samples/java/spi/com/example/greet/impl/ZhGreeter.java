package com.example.greet.impl;

import com.example.greet.Greeter;

public class ZhGreeter implements Greeter {

    public ZhGreeter() {
        System.out.println("  [构造] ZhGreeter");
    }

    @Override
    public String language() {
        return "zh";
    }

    @Override
    public String greet(String name) {
        return name + "，你好！";
    }
}
