package com.example.greet.impl;

import com.example.greet.Greeter;

/** 提供者必须是 public 类，并且有 public 无参构造方法。 */
public class EnGreeter implements Greeter {

    public EnGreeter() {
        System.out.println("  [构造] EnGreeter");
    }

    @Override
    public String language() {
        return "en";
    }

    @Override
    public String greet(String name) {
        return "Hello, " + name + "!";
    }
}
