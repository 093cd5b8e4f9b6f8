package com.example.greet;

/** 服务接口（SPI）：由调用方定义，由提供方实现。 */
public interface Greeter {

    /** 语言代码，例如 "en"、"zh"。 */
    String language();

    String greet(String name);
}
