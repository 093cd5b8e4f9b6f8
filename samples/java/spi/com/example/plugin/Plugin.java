package com.example.plugin;

/** 第二个服务接口：它的配置文件里故意写错了一个类名。 */
public interface Plugin {

    String name();
}
